class ConfigError(Exception):
    pass
try:
    try:
        int("nope")
    except ValueError as e:
        raise ConfigError("bad config") from e
except ConfigError as e:
    print(e, type(e.__cause__).__name__)
