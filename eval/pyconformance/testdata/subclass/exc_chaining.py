class WrapError(Exception):
    pass
try:
    try:
        {}['k']
    except KeyError as e:
        raise WrapError('wrapped') from e
except WrapError as w:
    print(w, type(w.__cause__).__name__, w.__cause__)
