import re

pairs = re.findall(r'user=(\w+) label=(spam|alert)', context)
print(len(pairs), pairs[:4])
codes = re.findall(r'code (\d{4})', context)
print(len(codes), codes[:6])
print(sum(map(int, codes)))
tickets = re.findall(r'#(\d+)', context)
print(tickets)
days = re.findall(r'overdue by (\d+) days?', context)
print(set(map(int, days)))
nums_in_notes = [re.findall(r'\d+', l) for l in context.splitlines() if l.startswith('NOTE')]
print(nums_in_notes[:3])
print(re.findall(r'(?:us|eu)-?\w*', 'regions: us-east, eu, us-west, apac'))
print(re.findall(r'a(?=p)', 'apac alpha'))
print(re.findall(r'', 'ab'))
