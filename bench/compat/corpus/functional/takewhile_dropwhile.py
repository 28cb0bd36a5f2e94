from itertools import takewhile, dropwhile, filterfalse, compress

lines = context.splitlines()
is_record = lambda l: l.startswith("id=")
first_block = list(takewhile(is_record, lines))
after = list(dropwhile(is_record, lines))
print(len(first_block), len(after), after[0])
second_block = list(takewhile(is_record, after[1:]))
print(len(second_block), second_block[0][:20], second_block[-1][:20])

amounts = [float(l.split("amount=")[1].split()[0]) for l in lines if is_record(l)]
print([a for a in takewhile(lambda a: a > 5, amounts)][:6])
print(len(list(filterfalse(lambda a: a >= 100, amounts))))
mask = [a > 190 for a in amounts]
ids = [int(l.split()[0][3:]) for l in lines if is_record(l)]
print(list(compress(ids, mask)))

blocks = []
rest = lines
while rest:
    block = list(takewhile(is_record, rest))
    rest = list(dropwhile(is_record, rest))[1:]
    blocks.append(len(block))
print(blocks)
