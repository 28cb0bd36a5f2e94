package observability

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rlm-go/rlm/event"
)

// Exporter is one export format of a run. Each format registers itself
// from its own file; `rlm logs export`, the server's /api/export and
// /api/exporters and the page's export links all list what is registered.
type Exporter struct {
	// Name is the --format and ?format= value.
	Name string `json:"name"`
	// Extension ends the file name, after the run id and Name.
	Extension string `json:"extension"`
	// ContentType is what the server sends the export as.
	ContentType string `json:"content_type"`
	// Description says what the output is, in a few words.
	Description string `json:"description"`
	// Write renders a run's events.
	Write func(events []event.Event, opts ExportOptions) ([]byte, error) `json:"-"`
}

// ExportOptions are the knobs an export may honour; a format ignores those
// it has no use for.
type ExportOptions struct {
	// LogView is "normal" or "debug" (agent_log's timeline).
	LogView string
	// IncludeSystemPrompt keeps system messages in context windows.
	IncludeSystemPrompt bool
}

// DefaultExportFormat is the format used when none is asked for.
const DefaultExportFormat = "agent_log"

// FileName is the name an export of run is saved under.
func (x Exporter) FileName(run string) string { return safeName(run) + "." + x.Name + x.Extension }

// exporters is filled by registerExporter from init functions and only
// read afterwards.
var exporters []Exporter

func registerExporter(x Exporter) {
	if x.Name == "" || x.Write == nil {
		panic("observability: exporter without a name or a Write function")
	}
	if _, dup := LookupExporter(x.Name); dup {
		panic("observability: exporter " + x.Name + " registered twice")
	}
	exporters = append(exporters, x)
	slices.SortFunc(exporters, func(a, b Exporter) int { return strings.Compare(a.Name, b.Name) })
}

// Exporters returns the registered formats sorted by name.
func Exporters() []Exporter { return slices.Clone(exporters) }

// LookupExporter finds a format by name.
func LookupExporter(name string) (Exporter, bool) {
	for _, x := range exporters {
		if x.Name == name {
			return x, true
		}
	}
	return Exporter{}, false
}

// ExportFormatList names the formats for help and error text:
// "a or b", "a, b or c".
func ExportFormatList() string {
	return orList(exporters, func(x Exporter) string { return x.Name })
}

// ExportDescriptionList says what the formats produce, in the same form.
func ExportDescriptionList() string {
	return orList(exporters, func(x Exporter) string { return x.Description })
}

func orList(xs []Exporter, f func(Exporter) string) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = f(x)
	}
	if len(parts) <= 1 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " or " + parts[len(parts)-1]
}

// UnknownFormatError is the complaint about a --format or ?format= value no
// exporter has; prefix names where it came from.
func UnknownFormatError(prefix, format string) error {
	return fmt.Errorf("%s %q: want %s", prefix, format, ExportFormatList())
}
