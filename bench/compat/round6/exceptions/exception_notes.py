def parse_record(i, text):
    try:
        name, amount = text.split(":")
        return name, float(amount)
    except ValueError as e:
        e.add_note(f"while parsing record {i}: {text!r}")
        raise

context = ["rent:1200", "food:300.5", "broken", "fun:abc"]
parsed = []
for i, rec in enumerate(context):
    try:
        parsed.append(parse_record(i, rec))
    except ValueError as e:
        print(f"{type(e).__name__}: {e}")
        for note in e.__notes__:
            print("  note:", note)
print(parsed)
err = KeyError("k")
err.add_note("first")
err.add_note("second")
print(err.__notes__, str(err))
try:
    err.add_note(42)
except TypeError as e:
    print("TypeError:", e)
