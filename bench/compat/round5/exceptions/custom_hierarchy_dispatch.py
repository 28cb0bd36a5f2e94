class AppError(Exception):
    code = 1
class ConfigError(AppError):
    code = 2
class MissingKey(ConfigError, KeyError):
    code = 3
class NetworkError(AppError):
    code = 4
class Timeout(NetworkError, TimeoutError):
    code = 5

def risky(i):
    errs = [None, ConfigError("bad value"), MissingKey("api_key"), Timeout("30s elapsed"), ValueError("plain"), NetworkError("refused")]
    if errs[i]:
        raise errs[i]
    return "ok"

for i in range(6):
    try:
        print(i, risky(i))
    except KeyError as e:
        print(i, "KeyError branch:", type(e).__name__, e, e.code)
    except NetworkError as e:
        print(i, "network:", type(e).__name__, e, e.code, isinstance(e, TimeoutError))
    except AppError as e:
        print(i, "app:", type(e).__name__, e, e.code)
    except Exception as e:
        print(i, "other:", type(e).__name__, e)
print([c.__name__ for c in MissingKey.__mro__])
