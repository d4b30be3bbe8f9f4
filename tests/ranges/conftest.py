def pytest_configure(config):
    # pytest-run-parallel (free-threaded CI) runs tests with this mark on one thread
    config.addinivalue_line("markers", "thread_unsafe: run this test on one thread only")
