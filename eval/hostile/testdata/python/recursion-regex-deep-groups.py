# backends: python gpython
# class: recursion
# expect: cell errors; engine lives; next cell runs

import re
re.compile("(" * 10**5 + "a" + ")" * 10**5)
