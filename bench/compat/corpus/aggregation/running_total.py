vals = [3, 1, 4, 1, 5, 9, 2, 6]
run, acc = [], 0
for v in vals:
    acc += v
    run.append(acc)
print(run)
