total = 17
count = 4
msg = (f"total={total} "
       f"avg={total / count:.2f}")
print(msg)
print(f"""triple {total}
line two {count}""")
