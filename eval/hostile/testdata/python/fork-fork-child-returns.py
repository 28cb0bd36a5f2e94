# backends: python
# class: fork
# expect: the forked child does not take over the REPL channel; engine lives; next cell runs once

import os
pid = os.fork()
print("forked", pid == 0)
