class Path(str):
    def parts(self):
        return self.split('/')
    def stem(self):
        return self.parts()[-1].rsplit('.', 1)[0]
p = Path('a/b/file.txt')
print(p.parts(), p.stem(), p.upper(), p.endswith('.txt'))
