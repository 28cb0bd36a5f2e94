# backends: python gpython
# class: secrets
# expect: no secret of the engine visible to the cell; engine lives; next cell runs

import os
for k, v in os.environ.items():
    print(k, v)
