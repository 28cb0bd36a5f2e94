for n in [0, 7, 1234.5, -42, 1e10]:
    print(f"{n:>12,.2f}|{n!r}|{str(n)}")
