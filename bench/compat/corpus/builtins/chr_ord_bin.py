print(chr(65), ord("a"), bin(10), hex(3054), int("777", 8), "%c" % 66)
