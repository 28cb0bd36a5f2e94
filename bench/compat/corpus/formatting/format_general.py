for v in [0.0001234, 123456789.0, 1.5, 100.0]:
    print(format(v, "g"), format(v, ".3g"), "{:.2e}".format(v))
