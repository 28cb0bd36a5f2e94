# backends: python gpython
# class: other
# expect: the REPL channel is not consumed by the cell; engine lives; next cell runs

import sys
print(len(sys.stdin.read()))
