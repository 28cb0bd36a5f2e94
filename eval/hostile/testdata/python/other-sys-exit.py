# backends: python gpython
# class: other
# expect: SystemExit is a cell error; engine lives; next cell runs

import sys
sys.exit(3)
