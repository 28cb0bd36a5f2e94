package optimize

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/internal/lazyre"
	"github.com/rlm-go/rlm/llm"
)

// Failure buckets of the rule method, in the order a result is tested
// against them: the first that matches is its reason.
const (
	BucketMaxIterations = "max_iterations"
	BucketTimeout       = "timeout"
	BucketNoCode        = "no_code"
	BucketInvalidFinal  = "invalid_final_answer"
	BucketPythonError   = "code_error"
	BucketWrongAnswer   = "wrong_answer"
	BucketOther         = "other"
)

var (
	reMaxIter  = lazyre.New(`(?i)max(imum)?[ _-]?iterations?`)
	reTimeout  = lazyre.New(`(?i)timed out|time ?out|deadline exceeded|wall[ -]?clock`)
	reNoCode   = lazyre.New(`(?i)no code( block)?|without (a )?code|no (python|go|repl) block`)
	reFinal    = lazyre.New(`(?i)final[_ ]?answer|final_var|no answer|invalid final`)
	reCodeErr  = lazyre.New(`(?m)Traceback \(most recent call last\)|\b[A-Z][A-Za-z]*(Error|Exception):|\bpanic:|Execution failed|undefined: `)
	reHeadings = lazyre.New(`(?m)^## Guidance \((\w+)\)`)
)

// Classify names why a result fell short, or "" when it scored full marks.
// maxIterations is the run's iteration cap (0 when unknown).
func Classify(r bench.Result, trace string, maxIterations int) string {
	if r.Score >= 1 {
		return ""
	}
	errText := r.Error
	switch {
	case maxIterations > 0 && r.Iterations >= maxIterations, reMaxIter.MatchString(errText):
		return BucketMaxIterations
	case reTimeout.MatchString(errText):
		return BucketTimeout
	case reNoCode.MatchString(errText) || reNoCode.MatchString(trace) && r.Status != "ok":
		return BucketNoCode
	case r.Status == "no_answer" || reFinal.MatchString(errText):
		return BucketInvalidFinal
	case reCodeErr.MatchString(errText) || reCodeErr.MatchString(trace):
		return BucketPythonError
	case r.Status == "ok" || r.Status == "":
		return BucketWrongAnswer
	}
	return BucketOther
}

// Patches are the sections the rule method appends, one per bucket. Each
// starts with a "## Guidance (bucket)" heading so a prompt is never patched
// twice for the same reason.
var patches = map[string]string{
	BucketMaxIterations: `Plan to finish in a few steps. Look at the size and shape of the input once,
work through it in large pieces, and set the final answer as soon as the
evidence is enough. When steps are running out, commit the best answer you
have instead of none.`,
	BucketTimeout: `Every code step has a time limit. Do not loop over single characters or
lines with a model call inside; batch sub-queries, slice the input, and use
string methods or regular expressions instead of hand-written scans.`,
	BucketNoCode: `Every reply must contain one fenced code block that moves the work forward;
a reply with prose only wastes a step. When you are done, set the final
answer from code.`,
	BucketInvalidFinal: `Finish by setting the final answer to a plain value (a string or a number)
that answers the query. Printing the answer does not count, and an unset
or malformed final answer scores nothing.`,
	BucketPythonError: `When a step raises an error, read the message, fix its cause in the next
step and re-run only what failed; results of the failed step were not kept.
Check the type and length of unfamiliar values before you use them.`,
	BucketWrongAnswer: `Answer exactly what was asked, in the form the question asks for (a number,
a name, a short phrase) and nothing else. Before you commit, check each part
of the answer against the input.`,
	BucketOther: `Before you finish, re-read the query, confirm that your answer addresses all
of it, and prefer a short, direct answer over a long one.`,
}

var bucketOrder = []string{BucketMaxIterations, BucketTimeout, BucketNoCode, BucketInvalidFinal,
	BucketPythonError, BucketWrongAnswer, BucketOther}

// PatchSection is the section the rule method appends for a bucket.
func PatchSection(bucket string) string {
	return fmt.Sprintf("## Guidance (%s)\n\n%s\n", bucket, patches[bucket])
}

// patched lists the buckets a prompt already carries a section for.
func patched(text string) map[string]bool {
	got := map[string]bool{}
	for _, m := range reHeadings.FindAllStringSubmatch(text, -1) {
		got[m[1]] = true
	}
	return got
}

// bucketCount is how often a reason occurred.
type bucketCount struct {
	Bucket string
	N      int
}

// bucketize counts failure reasons, most frequent first (ties in the fixed
// bucket order, so the choice is deterministic).
func bucketize(rows []trajectory, maxIterations int) []bucketCount {
	n := map[string]int{}
	for _, t := range rows {
		if b := Classify(t.Result, t.Trace, maxIterations); b != "" {
			n[b]++
		}
	}
	var out []bucketCount
	for _, b := range bucketOrder {
		if n[b] > 0 {
			out = append(out, bucketCount{b, n[b]})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].N > out[j].N })
	return out
}

// proposeRule appends the section of the most frequent failure reason the
// parent is not yet patched for and whose result tried (when not nil) does
// not report as evaluated already. It returns "" when every reason seen is
// covered, with repeated set when some patch was left out only because its
// prompt was tried before.
func proposeRule(parent string, rows []trajectory, maxIterations int, tried func(string) bool) (text string, buckets []string, patch string, repeated bool) {
	counts := bucketize(rows, maxIterations)
	have := patched(parent)
	for _, c := range counts {
		buckets = append(buckets, fmt.Sprintf("%s:%d", c.Bucket, c.N))
	}
	for _, c := range counts {
		if have[c.Bucket] {
			continue
		}
		child := strings.TrimRight(parent, "\n") + "\n\n" + PatchSection(c.Bucket)
		if tried != nil && tried(child) {
			repeated = true
			continue
		}
		return child, buckets, c.Bucket, false
	}
	return "", buckets, "", repeated
}

// trajectory is one evaluated task with what the proposers may read.
type trajectory struct {
	Task   *bench.Task
	Result bench.Result
	Trace  string
}

// reflectionSystem instructs the reflection model.
const reflectionSystem = `You revise the system prompt of a language-model agent so that it solves more
tasks. You are shown the current system prompt and tasks on which the agent
fell short: the query, the agent's answer, the expected answer, the score,
any error, and an excerpt of what the agent did.

Work out what the failures have in common and what instruction would have
prevented them. Then write the complete revised system prompt: keep what is
useful, change or add concise, general instructions (not answers to these
particular tasks), and keep the prompt's format conventions intact.

Reply with the complete revised prompt between <prompt> and </prompt>.`

// reflectionRequest builds the request: the parent prompt and its failing
// trajectories, worst first.
func reflectionRequest(model, parent string, rows []trajectory, examples int) llm.Request {
	var fails []trajectory
	for _, t := range rows {
		if t.Result.Score < 1 {
			fails = append(fails, t)
		}
	}
	sort.SliceStable(fails, func(i, j int) bool { return fails[i].Result.Score < fails[j].Result.Score })
	if len(fails) > examples {
		fails = fails[:examples]
	}
	var b strings.Builder
	b.WriteString("## Current system prompt\n\n<current>\n")
	b.WriteString(strings.TrimRight(parent, "\n"))
	b.WriteString("\n</current>\n\n## Tasks where the agent fell short\n")
	for i, t := range fails {
		r := t.Result
		fmt.Fprintf(&b, "\n### Example %d\n\nQuery: %s\n\nAgent's answer: %s\n\nExpected answer: %s\n\nScore: %.2f (status %s)\n",
			i+1, clip(t.Task.Query, 2000), clip(r.Answer, 1000), clip(goldText(t.Task), 500), r.Score, r.Status)
		if r.Error != "" {
			fmt.Fprintf(&b, "\nError: %s\n", clip(r.Error, 800))
		}
		if tr := strings.TrimSpace(t.Trace); tr != "" && tr != strings.TrimSpace(r.Answer) {
			fmt.Fprintf(&b, "\nTrace excerpt:\n```\n%s\n```\n", clip(tr, 2400))
		}
	}
	b.WriteString("\nWrite the revised system prompt now.\n")
	return llm.Request{Model: model, Messages: []llm.Message{
		{Role: llm.RoleSystem, Content: reflectionSystem},
		{Role: llm.RoleUser, Content: b.String()},
	}}
}

var (
	rePromptTags = lazyre.New(`(?s)<prompt>\s*(.*?)\s*</prompt>`)
	reFence      = lazyre.New("(?s)```[a-zA-Z]*\\n(.*?)```")
)

// parseReflection takes the revised prompt out of the reply: between
// <prompt> tags, else the last fenced block, else the whole reply.
func parseReflection(reply string) string {
	if m := rePromptTags.FindAllStringSubmatch(reply, -1); len(m) > 0 {
		return strings.TrimSpace(m[len(m)-1][1]) + "\n"
	}
	if m := reFence.FindAllStringSubmatch(reply, -1); len(m) > 0 {
		return strings.TrimSpace(m[len(m)-1][1]) + "\n"
	}
	if s := strings.TrimSpace(reply); s != "" {
		return s + "\n"
	}
	return ""
}

// proposeReflect asks the reflection model for a revised prompt; replies are
// cached by request so a resumed search neither pays nor varies.
func proposeReflect(ctx context.Context, c ChatClient, st *store, req llm.Request) (string, error) {
	parts := []string{req.Model}
	for _, m := range req.Messages {
		parts = append(parts, m.Role, m.Content)
	}
	key := shortSum(parts...)
	if e, ok := st.getReflect(key); ok {
		return parseReflection(e.Content), nil
	}
	resp, err := c.Chat(ctx, req)
	if err != nil {
		return "", fmt.Errorf("reflection model %s: %w", req.Model, err)
	}
	if err := st.putReflect(key, reflectEntry{Model: req.Model, Content: resp.Content, Usage: resp.Usage}); err != nil {
		return "", err
	}
	return parseReflection(resp.Content), nil
}

func goldText(t *bench.Task) string {
	if len(t.Gold) == 0 {
		return "(none)"
	}
	return string(t.Gold)
}

// clip keeps the head and tail of s within n characters.
func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	h := n * 2 / 3
	return string(r[:h]) + "\n[… " + fmt.Sprint(len(r)-n) + " characters cut …]\n" + string(r[len(r)-(n-h):])
}
