package shard

import (
	"strconv"
	"strings"

	"sigs.k8s.io/yaml"
)

// K8sJob is a Kubernetes Indexed Job running one shard per completion
// index, every pod mounting the same volume as rlm-bench's data directory.
type K8sJob struct {
	Name      string
	Namespace string // empty: the manifest names none (kubectl's context decides)
	Image     string
	Shards    int
	// Parallelism is how many pods run at once (default Shards).
	Parallelism int
	// Command is the container's command up to and excluding --shard:
	// the rlm-bench binary, "run" and the run's flags, --data pointing at
	// MountPath.
	Command []string
	// Claim is the PersistentVolumeClaim holding the data directory
	// (pools, runs, cache), mounted at MountPath in every pod. It must be
	// writable by every pod at once (ReadWriteMany) for more than one node.
	Claim     string
	MountPath string
	// APIKeySecret, when set, names a Secret whose key "api-key" becomes
	// RLM_API_KEY.
	APIKeySecret string
	// BackoffLimitPerIndex is how often one index may fail before the Job
	// gives it up; a retried index resumes its shard.
	BackoffLimitPerIndex int
}

// The manifest is written from these types rather than k8s.io/api's so the
// binary does not carry the Kubernetes API machinery; a test decodes the
// output strictly into k8s.io/api's batch/v1 Job.
type (
	k8sJob struct {
		APIVersion string  `json:"apiVersion"`
		Kind       string  `json:"kind"`
		Metadata   k8sMeta `json:"metadata"`
		Spec       jobSpec `json:"spec"`
	}
	k8sMeta struct {
		Name      string            `json:"name,omitempty"`
		Namespace string            `json:"namespace,omitempty"`
		Labels    map[string]string `json:"labels,omitempty"`
	}
	jobSpec struct {
		CompletionMode       string      `json:"completionMode"`
		Completions          int         `json:"completions"`
		Parallelism          int         `json:"parallelism"`
		BackoffLimitPerIndex int         `json:"backoffLimitPerIndex"`
		Template             podTemplate `json:"template"`
	}
	podTemplate struct {
		Metadata k8sMeta `json:"metadata"`
		Spec     podSpec `json:"spec"`
	}
	podSpec struct {
		RestartPolicy string      `json:"restartPolicy"`
		Containers    []container `json:"containers"`
		Volumes       []volume    `json:"volumes"`
	}
	container struct {
		Name         string        `json:"name"`
		Image        string        `json:"image"`
		Command      []string      `json:"command"`
		Env          []envVar      `json:"env"`
		VolumeMounts []volumeMount `json:"volumeMounts"`
	}
	envVar struct {
		Name      string     `json:"name"`
		Value     string     `json:"value,omitempty"`
		ValueFrom *envSource `json:"valueFrom,omitempty"`
	}
	envSource struct {
		SecretKeyRef *secretKey `json:"secretKeyRef"`
	}
	secretKey struct {
		Name string `json:"name"`
		Key  string `json:"key"`
	}
	volumeMount struct {
		Name      string `json:"name"`
		MountPath string `json:"mountPath"`
	}
	volume struct {
		Name                  string    `json:"name"`
		PersistentVolumeClaim *claimRef `json:"persistentVolumeClaim"`
	}
	claimRef struct {
		ClaimName string `json:"claimName"`
	}
)

// Manifest is the Job as YAML. Kubernetes sets JOB_COMPLETION_INDEX in each
// pod; RLM_SHARDS carries the count, which it does not export.
func (j K8sJob) Manifest() ([]byte, error) {
	par := j.Parallelism
	if par <= 0 {
		par = j.Shards
	}
	env := []envVar{{Name: "RLM_SHARDS", Value: strconv.Itoa(j.Shards)}}
	if j.APIKeySecret != "" {
		env = append(env, envVar{Name: "RLM_API_KEY", ValueFrom: &envSource{SecretKeyRef: &secretKey{Name: j.APIKeySecret, Key: "api-key"}}})
	}
	labels := map[string]string{"app.kubernetes.io/name": "rlm-bench", "rlm-bench/run": DNSName(j.Name)}
	job := k8sJob{
		APIVersion: "batch/v1",
		Kind:       "Job",
		Metadata:   k8sMeta{Name: DNSName(j.Name), Namespace: j.Namespace, Labels: labels},
		Spec: jobSpec{
			CompletionMode:       "Indexed",
			Completions:          j.Shards,
			Parallelism:          par,
			BackoffLimitPerIndex: j.BackoffLimitPerIndex,
			Template: podTemplate{
				Metadata: k8sMeta{Labels: labels},
				Spec: podSpec{
					// Never: a failed pod is replaced by a new one for the
					// same index (counted by backoffLimitPerIndex), which
					// resumes the shard from its results on the volume.
					RestartPolicy: "Never",
					Containers: []container{{
						Name:         "rlm-bench",
						Image:        j.Image,
						Command:      append(append([]string(nil), j.Command...), "--shard", "auto"),
						Env:          env,
						VolumeMounts: []volumeMount{{Name: "data", MountPath: j.MountPath}},
					}},
					Volumes: []volume{{Name: "data", PersistentVolumeClaim: &claimRef{ClaimName: j.Claim}}},
				},
			},
		},
	}
	return yaml.Marshal(job)
}

// DNSName turns a run name into a valid Kubernetes object name and label
// value: lower case letters, digits and '-', at most 52 characters (pods of
// an Indexed Job append their index and a suffix), starting and ending with
// a letter or digit.
func DNSName(s string) string {
	b := []byte(strings.ToLower(s))
	for i, c := range b {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
			b[i] = '-'
		}
	}
	out := strings.Trim(string(b), "-")
	if len(out) > 52 {
		out = strings.TrimRight(out[:52], "-")
	}
	if out == "" {
		out = "rlm-bench"
	}
	return out
}
