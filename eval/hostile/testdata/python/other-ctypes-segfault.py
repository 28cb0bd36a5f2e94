# backends: python
# class: other
# expect: worker crash is a cell error; engine lives; next cell runs

import ctypes
ctypes.string_at(0)
