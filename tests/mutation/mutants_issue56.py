"""Mutants of issue 56 (free-threaded Python, no fork under threads): the
package's process pools fork again, and a bot's random stream is shared
between threads. Plain tuples (id, file, snippet, replacement, test files,
what the bug means), made into ``Mutant``s by mutants.py. On Python 3.14,
where forkserver is the default, the no-context mutant would be equivalent;
the mutation runner's venv is 3.11, whose default is fork."""

NO_FORK = ("tests/test_no_fork.py",)
THREADS = ("tests/test_threads_components.py",)

_POOL = "omaha_eval/core/pool.py"

MUTANTS = [
    ("i56.pool_forks", _POOL,
     'method = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"',
     'method = "fork"', NO_FORK, "the package's process pools fork a process that runs threads"),
    ("i56.pool_default_context", _POOL,
     "return ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context(method))",
     "return ProcessPoolExecutor(workers)", NO_FORK,
     "process pools take the platform's default start method (fork on Linux before 3.14)"),
    ("i56.table_cli_forks", "omaha_eval/cli/table.py",
     "return stack.enter_context(process_pool(workers))",
     "return stack.enter_context(__import__('concurrent.futures').futures.ProcessPoolExecutor(workers))",
     NO_FORK, "omaha-eval table --workers forks its workers"),
    ("i56.orderings_forks", "omaha_eval/tables/build_orderings.py",
     "return stack.enter_context(process_pool(args.workers))",
     "return stack.enter_context(__import__('concurrent.futures').futures.ProcessPoolExecutor(args.workers))",
     NO_FORK, "the orderings' builder forks its workers"),
    ("i56.potbot_shared_stream", "omaha_eval/engine/bots.py",
     "        self.rng = random.Random(seed)\n        self.fold, self.raise_ = fold, raise_",
     "        random.seed(seed)\n        self.rng = random  # type: ignore[assignment]\n"
     "        self.fold, self.raise_ = fold, raise_",
     THREADS, "every PotBot draws from the one module-wide random stream: threads' hands mix"),
]
MUTANTS += [
    ("i56.plans_shared_by_threads", "omaha_eval/engine/forced.py",
     "        cache = _thread_plans(game)\n        key = (n, button, posts)",
     "        cache = game._plans\n        key = (n, button, posts)", THREADS,
     "every thread reads one shared cache of posting plans (stalls on a free-threaded 3.13)"),
]
