# The C API for other extensions (omaha_eval/capi.pxd): the library's table
# of function pointers (omaha_eval.h, src/oe_api.c) in a capsule, the way
# numpy exports its C API. Consumers call through the table, so nothing
# needs to be exported from this shared object or linked against it.
from cpython.pycapsule cimport PyCapsule_New

cdef extern from "omaha_eval.h" nogil:
    ctypedef struct oe_api_table:
        pass
    const oe_api_table *oe_api()

_C_API = PyCapsule_New(<void *>oe_api(), b"omaha_eval.core._core._C_API", NULL)
