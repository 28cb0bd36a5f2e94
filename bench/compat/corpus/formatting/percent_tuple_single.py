t = ("x",)
print("value: %s" % t)
print("value: %s" % "y")
print("%5.1f%%" % 42.123)
