import warnings
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    warnings.warn("x", DeprecationWarning)
    print("ok")
warnings.filterwarnings("ignore", category=UserWarning)
print("done")
