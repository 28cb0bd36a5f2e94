width = 10
prec = 3
v = 2.0 / 3
print(f"[{v:{width}.{prec}f}]")
print(f"{'x':>{width}}|")
