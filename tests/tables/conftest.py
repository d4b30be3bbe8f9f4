def pytest_configure(config):
    # pytest-run-parallel's marker (free-threaded CI runs each test on several
    # threads): declared here too so plain pytest knows it
    config.addinivalue_line("markers", "thread_unsafe: run this test on one thread only")
