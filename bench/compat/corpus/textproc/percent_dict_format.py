stats = {"name": "spam", "count": 53, "ratio": 53 / 192}
print("%(name)s: %(count)d rows (%(ratio).1f%%)" % {**stats, "ratio": stats["ratio"] * 100})
print("%-8s|%5d|%08.3f" % ("ham", 82, 82 / 192))
print("%x %X %o %e %g %r" % (255, 255, 8, 12345.678, 0.00001234, "q"))
print("%5.1f%%" % 12.345)
print("%c%c" % (72, "i"))
