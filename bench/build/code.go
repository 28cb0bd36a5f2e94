package build

import (
	"context"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"math/rand/v2"
	"os"
	"path"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/bench/score"
)

// FamilyCodeQA asks questions about Go packages' source.
const FamilyCodeQA = "code_qa"

func init() {
	Register(Family{
		Name:        FamilyCodeQA,
		Description: "questions about a Go package's source with computed answers (counts, multiple choice, names)",
		Rank:        40,
		Defaults:    func() any { return &CodeConfig{MaxContextChars: 400_000} },
		Generate:    genCode,
		Profiles: map[string]Inclusion{
			"starter": {Count: 12, Tune: tune(func(c *CodeConfig) {
				c.Packages = []string{"strings", "bufio", "sort", "errors", "container/list", "unicode/utf8", "path", "encoding/csv", "text/tabwriter", "html", "net/url", "io", "flag", "strconv", "bytes", "math/bits"}
				c.MaxContextChars = 150_000
			})},
			"full": {Count: 40},
		},
	})
}

// CodeConfig: questions over Go packages under Root (default
// $GOROOT/src); Packages restricts the candidates (import paths).
type CodeConfig struct {
	Root            string   `json:"root,omitempty"`
	Packages        []string `json:"packages,omitempty"`
	MaxContextChars int      `json:"max_context_chars"`
}

// goPkg is one parsed package directory.
type goPkg struct {
	importPath string
	files      []string // base names, sorted
	sources    map[string]string
	funcs      map[string][]string // file -> exported top-level funcs
	decls      []goDecl            // every func and method
	context    string
}

type goDecl struct {
	name, recv, file string // recv is the receiver's base type name, "" for funcs
}

var defaultCodePackages = []string{"strings", "bufio", "sort", "errors", "container/list", "container/ring", "unicode/utf8", "path", "encoding/csv", "text/tabwriter", "html", "net/url", "io", "flag", "strconv", "bytes", "math/bits", "encoding/hex", "hash/crc32", "regexp/syntax"}

func loadGoPkg(root, importPath string, maxChars int) (*goPkg, error) {
	dir := filepath.Join(root, filepath.FromSlash(importPath))
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	p := &goPkg{importPath: importPath, sources: map[string]string{}, funcs: map[string][]string{}}
	fset := token.NewFileSet()
	var sb strings.Builder
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return nil, err
		}
		f, err := parser.ParseFile(fset, name, b, parser.SkipObjectResolution)
		if err != nil {
			return nil, fmt.Errorf("%s/%s: %w", importPath, name, err)
		}
		if f.Name.Name != path.Base(importPath) {
			continue // generator programs (//go:build ignore) and the like
		}
		p.files = append(p.files, name)
		p.sources[name] = string(b)
		fmt.Fprintf(&sb, "// ===== file: %s/%s =====\n%s\n", importPath, name, b)
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok {
				continue
			}
			g := goDecl{name: fd.Name.Name, file: name}
			if fd.Recv != nil && len(fd.Recv.List) > 0 {
				g.recv = recvName(fd.Recv.List[0].Type)
			} else if fd.Name.IsExported() {
				p.funcs[name] = append(p.funcs[name], fd.Name.Name)
			}
			p.decls = append(p.decls, g)
		}
	}
	if len(p.files) == 0 {
		return nil, fmt.Errorf("%s: no Go files", importPath)
	}
	if sb.Len() > maxChars {
		return nil, fmt.Errorf("%s: %d characters of source exceeds max_context_chars %d", importPath, sb.Len(), maxChars)
	}
	sort.Strings(p.files)
	p.context = sb.String()
	return p, nil
}

func recvName(e ast.Expr) string {
	for {
		switch t := e.(type) {
		case *ast.StarExpr:
			e = t.X
		case *ast.IndexExpr:
			e = t.X
		case *ast.IndexListExpr:
			e = t.X
		case *ast.ParenExpr:
			e = t.X
		case *ast.Ident:
			return t.Name
		default:
			return ""
		}
	}
}

// genCode asks questions about Go packages whose answers are computed by
// parsing the same files the context holds.
func genCode(ctx context.Context, b *builder, family string, n int) ([]item, error) {
	cfg := settings[CodeConfig](b.profile, FamilyCodeQA)
	root := cfg.Root
	if root == "" {
		if b.res.goroot == "" {
			return nil, fmt.Errorf("generators.code_qa: no root given and GOROOT not found")
		}
		root = filepath.Join(b.res.goroot, "src")
	}
	cands := cfg.Packages
	if len(cands) == 0 {
		cands = defaultCodePackages
	}
	maxChars := cfg.MaxContextChars
	if maxChars <= 0 {
		maxChars = 400_000
	}
	var pkgs []*goPkg
	for _, ip := range shuffled(b.rng("code/packages"), cands) {
		p, err := loadGoPkg(root, ip, maxChars)
		if err != nil {
			b.logf("build: code_qa: skipping %v", err)
			continue
		}
		pkgs = append(pkgs, p)
	}
	if len(pkgs) == 0 {
		return nil, fmt.Errorf("generators.code_qa: none of the packages %v could be used under %s", cands, root)
	}
	kinds := []string{"count_exported_funcs", "defining_file", "method_count", "receiver_of"}
	var out []item
	for k := 0; k < n; k++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		p := pkgs[k%len(pkgs)]
		r := b.rng(fmt.Sprintf("code/task/%d", k))
		var q codeQuestion
		var ok bool
		for i := range kinds {
			kind := kinds[(k+i)%len(kinds)]
			if q, ok = codeQuestionFor(r, kind, p); ok {
				break
			}
		}
		if !ok {
			continue
		}
		out = append(out, item{
			task: bench.Task{
				TaskID:    fmt.Sprintf("code-%s-%s-%03d", q.kind, strings.ReplaceAll(p.importPath, "/", "_"), k),
				Family:    family,
				SourceIDs: []string{"go:" + p.importPath},
				Query:     fmt.Sprintf("The context holds the Go source files of package %q, each introduced by a line `// ===== file: <path> =====`. ", p.importPath) + q.text,
				Gold:      mustJSON(q.gold),
				Scorer:    q.scorer,
				Tags:      []string{"code", q.kind},
				Metadata:  map[string]any{"package": p.importPath, "files": len(p.files), "question_kind": q.kind, "context_chars": len(p.context)},
			},
			context: p.context,
		})
	}
	return out, nil
}

type codeQuestion struct {
	kind, text, scorer string
	gold               any
}

func codeQuestionFor(r *rand.Rand, kind string, p *goPkg) (codeQuestion, bool) {
	switch kind {
	case "count_exported_funcs":
		var files []string
		for _, f := range p.files {
			if len(p.funcs[f]) > 0 {
				files = append(files, f)
			}
		}
		if len(files) == 0 {
			return codeQuestion{}, false
		}
		f := files[r.IntN(len(files))]
		return codeQuestion{kind: kind, scorer: "numeric", gold: len(p.funcs[f]),
			text: fmt.Sprintf("How many exported top-level functions (functions, not methods) are declared in the file %s/%s? Give your final answer in the form 'Answer: number'.", p.importPath, f)}, true
	case "defining_file":
		if len(p.files) < 2 {
			return codeQuestion{}, false
		}
		var cands []goDecl
		for _, d := range p.decls {
			if ast.IsExported(d.name) && (d.recv == "" || ast.IsExported(d.recv)) && uniqueDecl(p, d) {
				cands = append(cands, d)
			}
		}
		if len(cands) == 0 {
			return codeQuestion{}, false
		}
		d := cands[r.IntN(len(cands))]
		others := slices.DeleteFunc(slices.Clone(p.files), func(f string) bool { return f == d.file })
		others = shuffled(r, others)
		opts := shuffled(r, append(others[:min(3, len(others))], d.file))
		letter := string(rune('A' + slices.Index(opts, d.file)))
		what := "function " + d.name
		if d.recv != "" {
			what = fmt.Sprintf("method %s of type %s", d.name, d.recv)
		}
		var sb strings.Builder
		// LongBench-v2's layout and answer instruction: the choice scorer
		// is its extract_answer, which reads only that form.
		fmt.Fprintf(&sb, "What is the correct answer to this question: Which file declares the %s?\nChoices:\n", what)
		for i, o := range opts {
			fmt.Fprintf(&sb, "(%c) %s\n", 'A'+i, o)
		}
		sb.WriteString("\n" + score.LongBenchV2AnswerInstruction)
		return codeQuestion{kind: kind, scorer: "choice", gold: letter, text: sb.String()}, true
	case "method_count":
		count := map[string]int{}
		for _, d := range p.decls {
			if d.recv != "" && ast.IsExported(d.recv) {
				count[d.recv]++
			}
		}
		var types []string
		for _, t := range sortedKeys(count) {
			if count[t] >= 2 {
				types = append(types, t)
			}
		}
		if len(types) == 0 {
			return codeQuestion{}, false
		}
		t := types[r.IntN(len(types))]
		return codeQuestion{kind: kind, scorer: "numeric", gold: count[t],
			text: fmt.Sprintf("How many methods, exported or not, with pointer or value receivers, are declared on type %s in this package? Give your final answer in the form 'Answer: number'.", t)}, true
	case "receiver_of":
		byName := map[string][]string{}
		for _, d := range p.decls {
			if d.recv != "" && !slices.Contains(byName[d.name], d.recv) {
				byName[d.name] = append(byName[d.name], d.recv)
			}
		}
		var names []string
		for _, name := range sortedKeys(byName) {
			if len(byName[name]) == 1 && ast.IsExported(name) && !hasFunc(p, name) {
				names = append(names, name)
			}
		}
		if len(names) == 0 {
			return codeQuestion{}, false
		}
		m := names[r.IntN(len(names))]
		return codeQuestion{kind: kind, scorer: "exact", gold: byName[m][0],
			text: fmt.Sprintf("Exactly one type in this package has a method named %s. What is that type's name? Reply with the type name only (no package qualifier, no '*').", m)}, true
	}
	return codeQuestion{}, false
}

func uniqueDecl(p *goPkg, d goDecl) bool {
	n := 0
	for _, x := range p.decls {
		if x.name == d.name && x.recv == d.recv {
			n++
		}
	}
	return n == 1
}

func hasFunc(p *goPkg, name string) bool {
	for _, d := range p.decls {
		if d.recv == "" && d.name == name {
			return true
		}
	}
	return false
}
