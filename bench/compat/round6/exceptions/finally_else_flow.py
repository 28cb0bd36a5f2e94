log = []

def fetch(key, store):
    log.append(f"fetch {key}")
    try:
        value = store[key]
    except KeyError:
        log.append("  miss")
        return None
    else:
        log.append("  hit")
        return value.upper()
    finally:
        log.append("  cleanup")

store = {"a": "alpha", "b": "beta"}
print([fetch(k, store) for k in "abz"])

def tricky():
    try:
        return "try"
    finally:
        log.append("finally ran after return")

print(tricky())

def count_until(n):
    i = 0
    while True:
        try:
            i += 1
            if i == n:
                break
            if i % 2:
                continue
        finally:
            log.append(f"  loop {i}")
    return i

print(count_until(4))
print("\n".join(log))
