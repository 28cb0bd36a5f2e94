for v in [1, 22, 333]:
    print("{:>5d}|{:<5d}|{:^5d}|{:05d}".format(v, v, v, v))
