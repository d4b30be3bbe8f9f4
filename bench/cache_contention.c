/* How much a random read from a table of a given size slows when a second
   thread does the same on the other core: the ceiling on how well two
   threads can scale a loop whose lookups miss the L1 cache. Built and run
   by bench/cache_contention.py.

   usage: cache_contention KB [reads]
   prints: KB, then the wall seconds of one thread and of two threads, each
   doing `reads` dependent-free random byte reads (best of three). */
#define _POSIX_C_SOURCE 199309L
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static uint8_t *table;
static size_t size;
static long reads = 50000000;
static volatile uint64_t sink;

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void *reader(void *arg)
{
    uint64_t s = (uint64_t)(uintptr_t)arg * 0x9E3779B97F4A7C15ull + 1, sum = 0;
    for (long i = 0; i < reads; i++) { /* xorshift: the next index needs no load */
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        sum += table[(s >> 8) % size];
    }
    sink = sum;
    return NULL;
}

static double run(int threads)
{
    pthread_t t[2];
    double start = now();
    for (int i = 0; i < threads; i++)
        pthread_create(&t[i], NULL, reader, (void *)(uintptr_t)(i + 1));
    for (int i = 0; i < threads; i++)
        pthread_join(t[i], NULL);
    return now() - start;
}

int main(int argc, char **argv)
{
    if (argc < 2)
        return 2;
    size = (size_t)atol(argv[1]) * 1024;
    if (argc > 2)
        reads = atol(argv[2]);
    table = malloc(size);
    if (!size || !table)
        return 1;
    for (size_t i = 0; i < size; i++)
        table[i] = (uint8_t)(i * 7);
    double best[3] = {1e9, 1e9, 1e9};
    for (int round = 0; round < 3; round++)
        for (int threads = 1; threads <= 2; threads++) {
            double t = run(threads);
            best[threads] = t < best[threads] ? t : best[threads];
        }
    printf("%s %.6f %.6f\n", argv[1], best[1], best[2]);
    return 0;
}
