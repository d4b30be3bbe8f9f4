import os
import sys

# the reference evaluator lives beside the tests
sys.path.insert(0, os.path.dirname(__file__))
