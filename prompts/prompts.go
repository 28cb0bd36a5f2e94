// Package prompts holds the system prompts and message templates the engine
// sends, as versioned files embedded in the binary, and loads prompt variants
// from disk for experiments.
package prompts

import (
	"embed"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

//go:embed *.md
var files embed.FS

// System returns the embedded system prompt for a REPL language ("python" or "go").
func System(language string) (string, error) {
	name := "system_" + language + ".md"
	b, err := files.ReadFile(name)
	if err != nil {
		return "", fmt.Errorf("no system prompt for REPL language %q", language)
	}
	return string(b), nil
}

// Variant is a system prompt loaded from a file, named after it.
type Variant struct {
	Name string // file base name without extension, or "default"
	Path string
	Text string
}

// LoadVariant reads a system-prompt variant. An empty file is an error: it
// would silently run the model with no instructions.
func LoadVariant(path string) (Variant, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return Variant{}, fmt.Errorf("system prompt: %w", err)
	}
	text := string(b)
	if strings.TrimSpace(text) == "" {
		return Variant{}, fmt.Errorf("system prompt %s is empty", path)
	}
	base := filepath.Base(path)
	return Variant{Name: strings.TrimSuffix(base, filepath.Ext(base)), Path: path, Text: text}, nil
}
