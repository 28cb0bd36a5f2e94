xs = [5, 3, 8, 3, 1]
xs.insert(0, 9); xs.insert(-1, 7); xs.insert(100, 0)
print(xs, xs.index(3), xs.index(3, 3), xs.count(3))
xs.remove(3)
print(xs, xs.pop(), xs.pop(0), xs)
xs.extend("ab")
xs.reverse()
print(xs)
ys = xs.copy(); ys.clear()
print(ys, xs * 2 == xs + xs, [0] * 3, [[]] * 2)
nums = [3, 1, 2]
print(nums.sort(), nums, sorted(nums, reverse=True), list(reversed(nums)))
