def load_config(text):
    try:
        return dict(line.split("=") for line in text.splitlines())
    except ValueError as e:
        raise RuntimeError("config is malformed") from e

def read_port(cfg):
    try:
        return int(cfg["port"])
    except KeyError:
        raise LookupError("port not configured")

def quiet(cfg):
    try:
        return int(cfg["port"])
    except (KeyError, ValueError):
        raise ValueError("bad port") from None

for text in ["host=a\nport=80", "host=a\nport", "host=a", "port=x"]:
    try:
        cfg = load_config(text)
        print("port", read_port(cfg), quiet(cfg))
    except Exception as e:
        print(f"{type(e).__name__}: {e}")
        print("   cause:", repr(e.__cause__), "| context:", repr(e.__context__), "| suppress:", e.__suppress_context__)
