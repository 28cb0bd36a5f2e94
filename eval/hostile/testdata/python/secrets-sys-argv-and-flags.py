# backends: python gpython
# class: secrets
# expect: no secret of the engine visible to the cell; engine lives; next cell runs

import sys
print(sys.argv, getattr(sys, 'orig_argv', None))
