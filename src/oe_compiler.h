/* What differs between compilers: forced inlining and a cache prefetch
   (a no-op where the compiler has none). One definition for every module
   that wants them. */
#ifndef OE_COMPILER_H
#define OE_COMPILER_H

#if defined(__GNUC__) || defined(__clang__)
#define OE_ALWAYS_INLINE static inline __attribute__((always_inline))
#define OE_PREFETCH(p) __builtin_prefetch(p)
#elif defined(_MSC_VER)
#define OE_ALWAYS_INLINE static __forceinline
#if defined(_M_X64) || defined(_M_IX86)
#include <xmmintrin.h>
#define OE_PREFETCH(p) _mm_prefetch((const char *)(p), _MM_HINT_T0)
#else
#define OE_PREFETCH(p) ((void)(p))
#endif
#else
#define OE_ALWAYS_INLINE static inline
#define OE_PREFETCH(p) ((void)(p))
#endif

#endif
