# backends: python gpython
# class: output-flood
# expect: engine keeps its own capture; next cell's output still seen

import sys
class Sink:
    def write(self, s):
        sys.__stdout__.write(s * 1000)
    def flush(self):
        pass
sys.stdout = Sink()
print('k' * 10**4)
