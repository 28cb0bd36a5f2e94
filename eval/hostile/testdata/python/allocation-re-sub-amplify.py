# backends: python gpython
# class: allocation
# expect: cell errors (MemoryError/OverflowError/ValueError); engine lives; peak RSS under the cap; next cell runs

import re
print(len(re.sub('a', 'b' * 10**5, 'a' * 10**5)))
