x = 10
y = "z"
print(f"{x=} {y=}")
print(f"{x * 2 = }")
