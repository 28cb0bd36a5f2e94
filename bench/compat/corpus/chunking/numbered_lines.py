for n, line in enumerate(context.splitlines()[10:14], start=11):
    print(f"{n:>4}: {line[:40]}")
