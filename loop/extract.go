package loop

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/internal/lazyre"
)

// Reply is what the engine understood of one model reply.
type Reply struct {
	Code []string // blocks to run, in order
	// FinalText is the argument of a FINAL(...) written outside code.
	FinalText string
	HasFinal  bool
	// FinalVar names a variable given to FINAL_VAR(...) outside code.
	FinalVar string
}

var (
	fenceRe    = lazyre.New("(?s)```([A-Za-z0-9_+-]*)[ \t]*\r?\n(.*?)```")
	finalVarRe = lazyre.New(`(?m)^\s*FINAL_VAR\(\s*["']?([A-Za-z_][A-Za-z0-9_]*)["']?\s*\)\s*$`)
)

// runnable reports whether a fence tagged tag holds code for lang.
func runnable(tag string, lang eval.Language) bool {
	return tag == "" || slices.Contains(lang.FenceTags, strings.ToLower(tag))
}

// codeTagRe matches the <tag>code</tag> wrappers lang knows, its own and
// other languages'; nil when it knows none. The engine compiles it once
// (Engine.codeTags), not once per reply.
// codeTagRes holds codeTagRe's expressions by their tags: compiled once
// per process for each language, not for every task's engine.
var codeTagRes sync.Map // "tag\x00tag|foreign" -> *regexp.Regexp

func cachedCodeTagRe(lang eval.Language) *regexp.Regexp {
	key := strings.Join(lang.CodeTags, "\x00") + "|" + strings.Join(lang.ForeignTags, "\x00")
	if re, ok := codeTagRes.Load(key); ok {
		return re.(*regexp.Regexp)
	}
	re, _ := codeTagRes.LoadOrStore(key, codeTagRe(lang))
	return re.(*regexp.Regexp)
}

func codeTagRe(lang eval.Language) *regexp.Regexp {
	if len(lang.CodeTags)+len(lang.ForeignTags) == 0 {
		return nil
	}
	tags := make([]string, 0, len(lang.CodeTags)+len(lang.ForeignTags))
	for _, t := range slices.Concat(lang.CodeTags, lang.ForeignTags) {
		tags = append(tags, regexp.QuoteMeta(t))
	}
	alt := strings.Join(tags, "|")
	return regexp.MustCompile(`(?s)<(` + alt + `)>\s*(.*?)\s*</(?:` + alt + `)>`)
}

// ParseReply extracts the code blocks of a reply for a REPL language and
// any FINAL/FINAL_VAR written outside code. Every runnable fence counts
// (the paper runs all blocks in order); code tags are a fallback for
// models that do not fence.
func ParseReply(text string, lang eval.Language) Reply {
	return parseReply(text, lang, cachedCodeTagRe(lang))
}

// parseReply is ParseReply with lang's code-tag pattern compiled already.
func parseReply(text string, lang eval.Language, codeTags *regexp.Regexp) Reply {
	var r Reply
	outside := text
	for _, m := range fenceRe.FindAllStringSubmatch(text, -1) {
		outside = strings.Replace(outside, m[0], "\n", 1)
		if runnable(m[1], lang) && strings.TrimSpace(m[2]) != "" {
			r.Code = append(r.Code, strings.TrimRight(m[2], " \t\r\n"))
		}
	}
	if len(r.Code) == 0 && codeTags != nil {
		for _, m := range codeTags.FindAllStringSubmatch(outside, -1) {
			if slices.Contains(lang.ForeignTags, m[1]) {
				continue
			}
			r.Code = append(r.Code, m[2])
			outside = strings.Replace(outside, m[0], "\n", 1)
		}
	}
	if m := finalVarRe.FindStringSubmatch(outside); m != nil {
		r.FinalVar = m[1]
		return r
	}
	if text, ok := finalText(outside); ok {
		r.HasFinal = true
		r.FinalText = unquote(strings.TrimSpace(text))
	}
	return r
}

// finalText finds FINAL(...) written as text: a line starting with FINAL(
// and the first line from there that ends with ")" close it, so prose after
// the answer ("... (from chunk 3)") is not swallowed, while a multi-line
// answer still works.
func finalText(text string) (string, bool) {
	lines := strings.Split(text, "\n")
	for i, line := range lines {
		rest, ok := strings.CutPrefix(strings.TrimSpace(line), "FINAL(")
		if !ok {
			continue
		}
		body := []string{rest}
		for j := i; j < len(lines); j++ {
			if j > i {
				body = append(body, lines[j])
			}
			last := strings.TrimRight(body[len(body)-1], " \t\r")
			if strings.HasSuffix(last, ")") {
				body[len(body)-1] = strings.TrimSuffix(last, ")")
				return strings.Join(body, "\n"), true
			}
		}
		return "", false
	}
	return "", false
}

// unquote strips one pair of matching quotes a model may put around FINAL's
// argument.
func unquote(s string) string {
	if len(s) >= 2 {
		for _, q := range []string{`"""`, `'''`, `"`, `'`} {
			if len(s) >= 2*len(q) && strings.HasPrefix(s, q) && strings.HasSuffix(s, q) {
				return s[len(q) : len(s)-len(q)]
			}
		}
	}
	return s
}

// Truncate keeps the first head and last tail characters of s and says how
// many were dropped between them. It counts bytes but never splits a UTF-8
// sequence.
func Truncate(s string, head, tail int) string {
	if len(s) <= head+tail {
		return s
	}
	h := head
	for h > 0 && h < len(s) && !utf8Start(s[h]) {
		h--
	}
	t := len(s) - tail
	for t < len(s) && !utf8Start(s[t]) {
		t++
	}
	return s[:h] + "\n... [" + strconv.Itoa(t-h) + " characters truncated] ...\n" + s[t:]
}

func utf8Start(b byte) bool { return b&0xC0 != 0x80 }
