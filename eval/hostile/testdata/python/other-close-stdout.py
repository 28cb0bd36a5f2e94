# backends: python gpython
# class: other
# expect: the engine's channel survives; next cell runs

import sys
sys.stdout.close()
sys.__stdout__.close()
