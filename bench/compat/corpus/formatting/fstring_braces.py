x = 5
print(f"{{literal}} {x}")
print(f"{x}{{}}")
