import sys

events = []

class Resource:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        events.append(f"acquire {self.name}")
        return self

    def __exit__(self, et, ev, tb):
        events.append(f"release {self.name} ({et.__name__ if et else 'clean'})")
        return False

def work(mode):
    with Resource("db"), Resource("lock"):
        if mode == "exit":
            sys.exit(2)
        if mode == "interrupt":
            raise KeyboardInterrupt
        if mode == "error":
            raise RuntimeError("failed")
        return "done"

for mode in ["ok", "error", "exit", "interrupt"]:
    try:
        print(mode, "->", work(mode))
    except SystemExit as e:
        print(mode, "-> SystemExit code", e.code)
    except Exception as e:
        print(mode, "-> Exception", repr(e))
    except BaseException as e:
        print(mode, "-> BaseException", type(e).__name__, isinstance(e, Exception))
print("\n".join(events))
