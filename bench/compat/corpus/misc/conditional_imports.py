try:
    import numpy as np
    have = True
except ImportError:
    have = False
print(type(have).__name__)
