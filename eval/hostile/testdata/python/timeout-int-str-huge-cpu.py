# backends: python gpython
# class: timeout
# expect: cell stopped at eval-timeout with a clear error; engine lives; next cell runs (or ValueError)

import sys
if hasattr(sys, 'set_int_max_str_digits'):
    sys.set_int_max_str_digits(0)
print(len(str(10 ** (10 ** 8))))
