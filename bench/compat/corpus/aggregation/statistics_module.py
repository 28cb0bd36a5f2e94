import statistics
xs = [2, 4, 4, 4, 5, 5, 7, 9]
print(statistics.mean(xs), statistics.median(xs), statistics.pstdev(xs))
