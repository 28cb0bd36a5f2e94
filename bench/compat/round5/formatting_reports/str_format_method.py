print("{} + {} = {}".format(2, 3, 5))
print("{1} {0} {1}".format("a", "b"))
print("{name} is {age:>3} years".format(name="Ann", age=7))
data = {"x": 1.5, "y": [10, 20]}
print("x={d[x]:.2f} y0={d[y][0]}".format(d=data))
class P:
    def __init__(self):
        self.name = "pt"
        self.coords = (3, 4)
print("{p.name} at {p.coords[1]}".format(p=P()))
print("{:{fill}{align}{width}}".format("mid", fill="~", align="^", width=11))
print("{{literal}} and {}".format("value"))
print("%s scored %5.1f%% (%d/%d)" % ("Bo", 87.456, 35, 40))
print("%-8s|%8s|%08.3f|%x|%r" % ("l", "r", 3.14159, 255, "q"))
print("%(a)s-%(b)03d" % {"a": "id", "b": 7})
