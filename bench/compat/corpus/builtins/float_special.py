print(float("inf"), -float("inf"), float("nan") != float("nan"), 1e308 * 10)
import math
print(math.isnan(float("nan")), math.isinf(float("inf")))
