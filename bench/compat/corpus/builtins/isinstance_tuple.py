for v in [1, "s", 2.0, [1], None, True]:
    print(isinstance(v, (int, float)), isinstance(v, str), isinstance(v, (list, tuple)))
